/** The part of the Khronos glTF validator's JavaScript build the tests use (its package ships no types). */
declare module 'gltf-validator' {
  export interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      messages: Array<{ code: string; message: string; severity: number; pointer?: string }>;
    };
    info?: { totalVertexCount?: number; hasTextures?: boolean };
  }
  export function validateBytes(data: Uint8Array, options?: { maxIssues?: number }): Promise<ValidationReport>;
}

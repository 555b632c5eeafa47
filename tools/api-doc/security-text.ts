import type { OpenApiDocument, SecurityRequirement, SecurityScheme } from './openapi-types';

/** A scheme's short name, as each operation's "Auth" line gives it. */
function schemeLabel(name: string, scheme: SecurityScheme | undefined): string {
  // A session's JWT is "bearer token"; another bearer credential (a project key) is named by its scheme.
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
    return !scheme.bearerFormat || scheme.bearerFormat === 'JWT' ? 'bearer token' : `\`${name}\` (bearer)`;
  if (scheme?.type === 'apiKey' && scheme.name) return `\`${scheme.name}\` ${scheme.in ?? 'header'}`;
  return `\`${name}\``;
}

/** What a caller sends for a scheme, said once at the top of the reference. */
function schemeUsage(name: string, scheme: SecurityScheme): string {
  const label = schemeLabel(name, scheme);
  if (scheme.type === 'http' && scheme.scheme) {
    const word = scheme.scheme.charAt(0).toUpperCase() + scheme.scheme.slice(1);
    return `${label}: send \`Authorization: ${word} <${scheme.bearerFormat ?? 'credentials'}>\``;
  }
  if (scheme.type === 'apiKey' && scheme.name) return `${label}: send the key in the ${scheme.in ?? 'header'} \`${scheme.name}\``;
  return `${label}: ${scheme.type}`;
}

/** Each security scheme of the document and how a caller uses it. */
export function describeSchemes(document: OpenApiDocument): string[] {
  return Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => schemeUsage(name, scheme));
}

/**
 * The security an operation declares, else the document's default (OpenAPI's rule), as a phrase:
 * "public" when nothing is required; alternatives joined by "or", an empty alternative read as "none"
 * (the credentials are optional).
 */
export function describeSecurity(document: OpenApiDocument, requirements: SecurityRequirement[] | undefined): string {
  const effective = requirements ?? document.security ?? [];
  if (effective.length === 0) return 'public';
  const schemes = document.components?.securitySchemes ?? {};
  const alternatives = effective.map((requirement) => {
    const names = Object.keys(requirement);
    return names.length === 0 ? 'none' : names.map((name) => schemeLabel(name, schemes[name])).join(' and ');
  });
  return alternatives.join(' or ');
}

import { Document, NodeIO, type Material } from '@gltf-transform/core';
import { KHRMaterialsEmissiveStrength, KHRMaterialsUnlit } from '@gltf-transform/extensions';
import { RARITY_COLORS } from '@arcana/shared';
import type { TRarity } from '@arcana/shared/schemas';
import { back, edge, front, glow, type Part } from './card-geometry.js';

/** How brightly a rarity's edge and glow shine: the rarer, the brighter (DESIGN.md: stronger for epic and legendary). */
const SHINE: Record<TRarity, { glow: number; emissive: number }> = {
  common: { glow: 0.25, emissive: 0.2 },
  uncommon: { glow: 0.35, emissive: 0.3 },
  rare: { glow: 0.45, emissive: 0.45 },
  epic: { glow: 0.7, emissive: 1.2 },
  legendary: { glow: 0.85, emissive: 2 },
};

/** A colour as glTF takes it: linear, from the sRGB the design names. */
function linear(hex: string): [number, number, number] {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

export interface CardPictures {
  /** JPEG pictures of the face and the back, 5:7. */
  front: Buffer;
  back: Buffer;
}

const io = new NodeIO().registerExtensions([KHRMaterialsUnlit, KHRMaterialsEmissiveStrength]);

/**
 * A card as a glTF 2.0 binary: a thin card with rounded corners, its face and back as pictures, an edge
 * in the rarity's colour that shines (more for a rarer card), and a glow around it that fades outward.
 */
export async function buildCardModel(rarity: TRarity, pictures: CardPictures): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const color = linear(RARITY_COLORS[rarity]);
  const shine = SHINE[rarity];

  const primitive = (part: Part, material: Material) => {
    const accessor = (type: 'VEC2' | 'VEC3' | 'VEC4', values: number[]) =>
      document.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);
    const made = document
      .createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', part.positions))
      .setAttribute('NORMAL', accessor('VEC3', part.normals))
      .setIndices(document.createAccessor().setType('SCALAR').setArray(new Uint16Array(part.indices)).setBuffer(buffer))
      .setMaterial(material);
    if (part.uvs) made.setAttribute('TEXCOORD_0', accessor('VEC2', part.uvs));
    if (part.colors) made.setAttribute('COLOR_0', accessor('VEC4', part.colors));
    return made;
  };
  const pictured = (name: string, image: Buffer) =>
    document
      .createMaterial(name)
      .setBaseColorTexture(document.createTexture(name).setImage(new Uint8Array(image)).setMimeType('image/jpeg'))
      .setMetallicFactor(0)
      .setRoughnessFactor(0.55);

  const edgeMaterial = document
    .createMaterial('edge')
    .setBaseColorFactor([...color, 1])
    .setMetallicFactor(0.4)
    .setRoughnessFactor(0.35)
    .setEmissiveFactor(color)
    .setExtension(
      'KHR_materials_emissive_strength',
      document.createExtension(KHRMaterialsEmissiveStrength).createEmissiveStrength().setEmissiveStrength(shine.emissive),
    );
  const glowMaterial = document
    .createMaterial('glow')
    .setAlphaMode('BLEND')
    .setDoubleSided(true)
    .setExtension('KHR_materials_unlit', document.createExtension(KHRMaterialsUnlit).createUnlit());

  const mesh = document
    .createMesh('card')
    .addPrimitive(primitive(front(), pictured('front', pictures.front)))
    .addPrimitive(primitive(back(), pictured('back', pictures.back)))
    .addPrimitive(primitive(edge(), edgeMaterial))
    .addPrimitive(primitive(glow(color, shine.glow), glowMaterial));
  const scene = document.createScene('card').addChild(document.createNode('card').setMesh(mesh));
  document.getRoot().setDefaultScene(scene);
  document.getRoot().getAsset().generator = 'Arcana';
  return io.writeBinary(document);
}

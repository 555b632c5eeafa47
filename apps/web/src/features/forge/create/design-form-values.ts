import type { TDesign, TDesignBody } from '@arcana/shared/schemas';

export interface DesignFormValues {
  name: string;
  description: string;
  type: TDesign['type'];
  rarity: TDesign['rarity'];
  power: [number, number];
  defense: [number, number];
  image: string;
  /** Empty: no limit. */
  supplyCap: number | string;
}

/** The form's inputs, by the request's field paths. */
export const DESIGN_FIELDS = [
  'name',
  'description',
  'type',
  'rarity',
  'power.0',
  'power.1',
  'defense.0',
  'defense.1',
  'image',
  'supplyCap',
] as const;

export const designFormValues = (design?: TDesign): DesignFormValues => ({
  name: design?.name ?? '',
  description: design?.description ?? '',
  type: design?.type ?? 'warrior',
  rarity: design?.rarity ?? 'common',
  power: design ? [...design.power] : [10, 30],
  defense: design ? [...design.defense] : [10, 30],
  image: design?.image ?? '',
  supplyCap: design?.supplyCap ?? '',
});

export const designBody = (values: DesignFormValues): TDesignBody => ({
  ...values,
  supplyCap: values.supplyCap === '' ? null : Number(values.supplyCap),
});

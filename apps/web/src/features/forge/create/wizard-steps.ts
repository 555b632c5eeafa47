/** The Create Collection wizard's steps, in order (docs/product-rules.md "The Forge"). */
export const WIZARD_STEPS = [
  { value: 'project', label: 'Project' },
  { value: 'collection', label: 'Collection' },
  { value: 'designs', label: 'Card designs' },
  { value: 'odds', label: 'Odds' },
  { value: 'preview', label: 'Preview' },
  { value: 'submit', label: 'Submit' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]['value'];

export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.findIndex((s) => s.value === step);
export const isWizardStep = (value: string | null): value is WizardStep => WIZARD_STEPS.some((s) => s.value === value);

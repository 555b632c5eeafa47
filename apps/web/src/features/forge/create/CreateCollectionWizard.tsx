import { useEffect, useRef, type ReactNode } from 'react';
import { Stepper } from '@mantine/core';
import type { TProject } from '@arcana/shared/schemas';
import { oddsProblem } from '@arcana/shared';
import { CollectionStep } from './CollectionStep';
import { DesignsStep } from './DesignsStep';
import { OddsStep } from './OddsStep';
import { PreviewStep } from './PreviewStep';
import { ProjectStep } from './ProjectStep';
import { SubmitStep } from './SubmitStep';
import { useWizardPlace } from './useWizardPlace';
import { stepIndex, WIZARD_STEPS, type WizardStep } from './wizard-steps';

/**
 * Create Collection (docs/product-rules.md "The Forge"): project → collection → designs → odds →
 * preview → submit. Each step saves as it goes, so the creator can leave and come back; the place is
 * in the address. A step opens only once the ones before it are done.
 */
export function CreateCollectionWizard({ projects }: { projects: TProject[] }) {
  const [place, go] = useWizardPlace();
  const project = projects.find((p) => p.id === place.projectId);
  const collection = project?.collections.find((c) => c.id === place.collectionId);
  const designed = (collection?.designs.length ?? 0) > 0;
  const oddsReady =
    collection !== undefined &&
    oddsProblem(
      collection.weights,
      collection.designs.map((d) => d.rarity),
      { crafting: collection.crafting !== null },
    ) === null;
  const reachable: Record<WizardStep, boolean> = {
    project: true,
    collection: Boolean(project),
    designs: Boolean(collection),
    odds: designed,
    preview: oddsReady,
    submit: oddsReady,
  };
  // A step asked for before its turn (an old link, a removed design) falls back to the last one open.
  const step = reachable[place.step] ? place.step : [...WIZARD_STEPS].reverse().find((s) => reachable[s.value])!.value;

  const content = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    content.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);

  const to = (next: WizardStep) => () => go({ step: next });
  // Each step once the ones before it are done: what it needs is there.
  const steps: Record<WizardStep, () => ReactNode> = {
    project: () => (
      <ProjectStep projects={projects} projectId={place.projectId} onChosen={(projectId) => go({ step: 'collection', projectId })} />
    ),
    collection: () => (
      <CollectionStep
        project={project!}
        collectionId={place.collectionId}
        onChosen={(collectionId) => go({ step: 'designs', collectionId })}
        onBack={to('project')}
      />
    ),
    designs: () => <DesignsStep projectId={project!.id} collection={collection!} onNext={to('odds')} onBack={to('collection')} />,
    odds: () => <OddsStep key={collection!.id} collection={collection!} onNext={to('preview')} onBack={to('designs')} />,
    preview: () => <PreviewStep project={project!} collection={collection!} onNext={to('submit')} onBack={to('odds')} />,
    submit: () => (
      <SubmitStep
        project={project!}
        collection={collection!}
        onBack={to('preview')}
        onAnother={() => go({ step: 'collection', collectionId: null })}
      />
    ),
  };

  return (
    <>
      <Stepper
        active={stepIndex(step)}
        onStepClick={(index) => go({ step: WIZARD_STEPS[index]!.value })}
        size="sm"
        mb="xl"
        aria-label="Create Collection steps"
      >
        {WIZARD_STEPS.map((s) => (
          <Stepper.Step key={s.value} label={s.label} allowStepSelect={reachable[s.value] && s.value !== step} />
        ))}
      </Stepper>
      <div ref={content}>{steps[step]()}</div>
    </>
  );
}

import { useSearchParams } from 'react-router';
import { isWizardStep, type WizardStep } from './wizard-steps';

export interface WizardPlace {
  step: WizardStep;
  projectId: string | null;
  collectionId: string | null;
}

/**
 * Where the creator is in the wizard, kept in the address (?step=&project=&collection=) so a reload
 * or a link comes back to the same step; moving replaces the history entry, as the tabs do.
 */
export function useWizardPlace() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('step');
  const place: WizardPlace = {
    step: isWizardStep(requested) ? requested : 'project',
    projectId: params.get('project'),
    collectionId: params.get('collection'),
  };
  const go = (change: Partial<WizardPlace>) => {
    const next = { ...place, ...change };
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('step', next.step);
        for (const [key, value] of [
          ['project', next.projectId],
          ['collection', next.collectionId],
        ] as const) {
          if (value) query.set(key, value);
          else query.delete(key);
        }
        return query;
      },
      { replace: true },
    );
  };
  return [place, go] as const;
}

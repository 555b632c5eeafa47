import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PASSWORD_RULES, passwordStrength, type PasswordStrength } from '@arcana/shared';

const STRENGTH_COLOR: Record<PasswordStrength, string> = { weak: 'red', medium: 'yellow', strong: 'teal' };

/** The strength label and the live list of rules, each ticked as soon as it holds. */
export function PasswordChecklist({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div>
      <Text size="sm" aria-live="polite">
        Strength:{' '}
        <Text span fw={700} c={STRENGTH_COLOR[strength]} data-testid="password-strength">
          {strength}
        </Text>
      </Text>
      <List size="sm" mt={6} spacing={2} aria-label="Password requirements">
        {PASSWORD_RULES.map((rule) => {
          const met = password.length > 0 && rule.test(password);
          return (
            <List.Item
              key={rule.label}
              data-met={met}
              icon={
                <ThemeIcon size={16} radius="xl" color={met ? 'teal' : 'gray'} aria-hidden>
                  {met ? '✓' : '·'}
                </ThemeIcon>
              }
            >
              <Text span size="sm" c={met ? undefined : 'dimmed'}>
                {rule.label}
                <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}

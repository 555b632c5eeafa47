import { useId, useState } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { useEmailTemplatesQuery } from './devtools.api';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import { EmailPreview } from './EmailPreview';
import classes from './EmailTesterTool.module.css';

/** Every e-mail the server sends, rendered for a sample user, and a test copy to the admin's own inbox. */
export function EmailTesterTool() {
  const { data, error, isLoading } = useEmailTemplatesQuery();
  const [selected, setSelected] = useState<string | null>(null);
  const listTitleId = useId();
  const templates = data?.templates ?? [];

  return (
    <div className={classes.layout}>
      <section aria-labelledby={listTitleId} className={classes.templates}>
        <h3 id={listTitleId} className={classes.heading}>
          Templates
        </h3>
        {isLoading ? (
          <div role="status" aria-busy="true" aria-label="Loading templates" className={classes.list}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={72} radius="md" />
            ))}
          </div>
        ) : error ? (
          <ErrorAlert message={extractErrorText(error)} />
        ) : templates.length === 0 ? (
          <Text c="dimmed">No e-mail templates.</Text>
        ) : (
          <ul className={classes.list}>
            {templates.map((template, index) => (
              <li key={template.name}>
                <button
                  type="button"
                  className={classes.template}
                  aria-pressed={selected === template.name}
                  onClick={() => setSelected(template.name)}
                  data-autofocus={index === 0 || undefined}
                >
                  <span className={classes.templateName}>{template.name}</span>
                  <span className={classes.templateSubject}>{template.subject}</span>
                  <span className={classes.templateDescription}>{template.description}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={classes.preview}>
        {selected ? (
          <EmailPreview key={selected} name={selected} />
        ) : (
          <p className={classes.hint}>Choose a template to see its subject, its HTML and its text, as a user would get them.</p>
        )}
      </div>
    </div>
  );
}

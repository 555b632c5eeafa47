import { Button, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@arcana/shared';
import { TERMS_CONTACT, TERMS_SECTIONS } from './terms-text';

export function TermsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${PRODUCT_NAME} Terms of Service and Privacy Policy`}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        {TERMS_SECTIONS.map((section, index) => (
          <section key={section.title}>
            {/* Under the dialog's title, an h2: h3, so no level is skipped. */}
            <Title order={3} size="h5">
              {index + 1}. {section.title}
            </Title>
            <Text size="sm" c="dimmed">
              {section.body}
            </Text>
          </section>
        ))}
        <section>
          <Title order={3} size="h5">
            Contact
          </Title>
          {TERMS_CONTACT.map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </section>
        <Button onClick={onClose}>Close</Button>
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Group, Paper, PasswordInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { usePageTitle } from '../../components/usePageTitle';
import { DEMO_USER_RULES, EMPTY_DEMO_USER, type DemoUserForm } from './demo-user-form';

/**
 * The legacy demo users page (docs/product-rules.md "Other pages"), kept as first designed: creating a
 * user only clears the form and calls nothing, so the table stays empty. Nothing here touches real
 * accounts.
 */
export default function UsersPage() {
  usePageTitle('Users');
  const [adding, setAdding] = useState(false);
  const form = useForm<DemoUserForm>({ initialValues: EMPTY_DEMO_USER, validate: DEMO_USER_RULES });

  return (
    <Stack maw={880} mx="auto" p="xl" gap="lg">
      <Group justify="space-between">
        <Title order={1}>Users</Title>
        <Button variant={adding ? 'default' : 'filled'} onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
          {adding ? 'Cancel' : 'Add User'}
        </Button>
      </Group>
      {adding && (
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={form.onSubmit(() => form.reset())} noValidate aria-label="Add user">
            <Stack>
              <TextInput label="Name" autoComplete="off" {...form.getInputProps('name')} />
              <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
              <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
              <Group justify="flex-end">
                <Button type="submit">Create User</Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      <Table verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* Creating makes no call and keeps no one: the table only ever shows its empty state. */}
          <Table.Tr>
            <Table.Td colSpan={3}>
              <Text c="dimmed" ta="center" py="md">
                No users found. Create one to get started!
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

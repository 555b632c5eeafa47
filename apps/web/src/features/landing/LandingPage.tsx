import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@arcana/shared';
import { useAppSelector } from '../../app/store';

export default function LandingPage() {
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  return (
    <Stack align="center" justify="center" mih="80vh" gap="lg" p="md" ta="center">
      <Text c="cyan.4" fw={600} style={{ letterSpacing: 4 }}>
        {PRODUCT_NAME.toUpperCase()} COLLECTION
      </Text>
      <Title order={1} fz={{ base: 36, sm: 56 }}>
        A network inventory for the real world
      </Title>
      <Text c="dimmed" maw={560}>
        Sign up, choose a project, and get rewards: collectible cards earned by donating, sharing, playing or streaming.
      </Text>
      <Group>
        {isAuthenticated ? (
          <Button component={Link} to="/inventory" size="lg">
            My Inventory
          </Button>
        ) : (
          <>
            <Button component={Link} to="/signup" size="lg">
              Sign Up
            </Button>
            <Button component={Link} to="/login" size="lg" variant="default">
              Log In
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

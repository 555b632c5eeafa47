import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ForgePage() {
  return <PlaceholderPage title="The Forge" description="Create and manage card collections." />;
}

import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SettingsPage() {
  return <PlaceholderPage title="Settings" description="Profile, integrations, security and notifications." />;
}

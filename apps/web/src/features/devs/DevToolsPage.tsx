import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function DevToolsPage() {
  return <PlaceholderPage title="Developer Tools" description="Tools for developers and admins." />;
}

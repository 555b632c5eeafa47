import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function NotificationsPage() {
  return <PlaceholderPage title="Notifications" description="Everything that happened to your account." />;
}

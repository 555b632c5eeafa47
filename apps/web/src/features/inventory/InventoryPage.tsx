import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function InventoryPage() {
  return <PlaceholderPage title="Inventory" description="Your collected cards will appear here." />;
}

import { usePageTitle } from '../../components/usePageTitle';
import { ClaimButton } from '../../features/cards/ClaimButton';
import { CollectPair } from '../../features/cards/CollectPair';
import { LandingScene } from '../../features/landing/LandingScene';

/** The home page: the landing scene around the main button and the button pair (docs/product-rules.md "Landing"). */
export default function LandingPage() {
  usePageTitle('Home');
  return <LandingScene mainButton={<ClaimButton />} buttonPair={(popupSlot) => <CollectPair popupSlot={popupSlot} />} />;
}

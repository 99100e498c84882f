import { BenefitList, BetaCallToAction, FeatureGrid, Hero } from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import { PublicLayout } from '../components/PublicLayout';
import { useAuthScreens } from '../state/authScreens';
import { useConfig } from '../state/config';
import * as t from '../i18n';

/** Id of the features section, the target of the hero's secondary action. */
const FEATURES_ID = 'funcionalidades';

/**
 * The public landing page (spec §2): header, hero, six features, three benefits, the beta call to
 * action with the marketing figures (BetaCallToAction shows the ui MarketingFigures), footer. Signed-out users see it on `/` and on every app route.
 */
export function LandingPage() {
  const { productName } = useConfig();
  const { openRegister } = useAuthScreens();
  return (
    <PublicLayout>
      <PageMeta title={t.landingTitle(productName)} description={t.landingDescription} exact />
      <Hero
        onPrimaryAction={openRegister}
        onSecondaryAction={() =>
          document.getElementById(FEATURES_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
        }
      />
      <FeatureGrid id={FEATURES_ID} />
      <BenefitList />
      <BetaCallToAction onJoin={openRegister} />
    </PublicLayout>
  );
}

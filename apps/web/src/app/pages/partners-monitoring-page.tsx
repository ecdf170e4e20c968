/** `/partners/monitoring`: the rates export for monitors, on this site's public address. */
import { runtimeConfig } from '@/config';
import { MonitoringGuide } from '@/features/partners';
import { PageIntro } from './page-intro';

export function PartnersMonitoringPage() {
  return (
    <div className="container page page--narrow page--text">
      <PageIntro />
      <MonitoringGuide origin={runtimeConfig.publicUrl} />
    </div>
  );
}

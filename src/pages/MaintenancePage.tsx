import { selectIsCheckingStatus } from '../../machines/boot';
import { useBoot, useBootEvents } from '../app/hooks';
import { MaintenanceView } from '../ui';

export default function MaintenancePage() {
  const retrying = useBoot(selectIsCheckingStatus);
  const boot = useBootEvents();
  return <MaintenanceView onRetry={boot.retry} retrying={retrying} />;
}

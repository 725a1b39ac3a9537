import { selectIsCheckingStatus } from '../../machines/boot';
import { STAFF_LOGIN_PATH } from '../../machines/paths';
import { useBoot, useBootEvents } from '../app/hooks';
import { MaintenanceView } from '../ui/MaintenanceView';

export default function MaintenancePage() {
  const retrying = useBoot(selectIsCheckingStatus);
  const boot = useBootEvents();
  return <MaintenanceView onRetry={boot.retry} retrying={retrying} staffHref={STAFF_LOGIN_PATH} />;
}

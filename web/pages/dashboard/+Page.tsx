import { DashboardApp } from '@/dashboard/app';

export default function Page() {
  return <DashboardApp />;
}

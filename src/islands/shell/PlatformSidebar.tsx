import '@/client/i18n';
import { SidebarNav } from './Sidebar';

export default function PlatformSidebar({ currentPath }: { currentPath: string }) {
  return <SidebarNav currentPath={currentPath} />;
}

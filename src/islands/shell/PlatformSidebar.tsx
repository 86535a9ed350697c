import '@/lib/i18n/client';
import { SidebarNav } from './Sidebar';

export default function PlatformSidebar({ currentPath }: { currentPath: string }) {
  return <SidebarNav currentPath={currentPath} />;
}

import '@/client/i18n';
import { island } from '@/client/island';
import { SidebarNav } from './Sidebar';

function PlatformSidebar({ currentPath }: { currentPath: string }) {
  return <SidebarNav currentPath={currentPath} />;
}

export default island(PlatformSidebar);

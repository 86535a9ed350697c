import '@/client/i18n';
import { island } from '@/client/island';
import { SidebarNav } from './Sidebar';
import type { Area } from './use-access-guard';

function PlatformSidebar({ currentPath, area }: { currentPath: string; area: Area }) {
  return <SidebarNav currentPath={currentPath} area={area} />;
}

export default island(PlatformSidebar);

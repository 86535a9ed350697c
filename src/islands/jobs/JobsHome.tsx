import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { useKeysetPage } from '@/client/use-keyset-page';
import { useReloadOnReturn } from '@/client/use-reload-on-return';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { jobGroups, type JobGroup } from '@/lib/schemas/job';
import { lazyUntilOpen } from '@/client/lazy-until-open';
import { JobsList } from './JobsList';
import { isUuid, useUrlParam } from './use-url-param';

const JobDetail = lazyUntilOpen(() => import('./JobDetail').then((module) => module.JobDetail));

const pageSize = 20;
const isGroup = (value: string): value is JobGroup => (jobGroups as readonly string[]).includes(value);

/** /platform/transporter/jobs: the jobs won by status (`?group=`), and over them the one opened (`?job=`). */
function JobsHome() {
  const { t } = useTranslation('jobs');
  const [groupParam, setGroupParam] = useUrlParam('group', isGroup);
  const group: JobGroup = groupParam && isGroup(groupParam) ? groupParam : 'toStart';
  const [openId, setOpenId] = useUrlParam('job', isUuid);
  const paging = useKeysetPage();
  const { position } = paging;
  const list = useApi(
    useCallback(() => api.jobs.list.query({ group, pageSize, cursor: position.cursor, direction: position.direction }), [group, position]),
  );
  useReloadOnReturn(list.reload);
  const counts = list.data?.counts;

  // A page emptied by a move starts the group again from the top.
  if (list.data && !list.loading && list.data.items.length === 0 && position.page > 1) paging.restart();

  return (
    <Card aria-busy={list.loading}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('page.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('page.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs
          value={group}
          onValueChange={(value) => {
            setGroupParam(value === 'toStart' ? null : value);
            paging.restart();
          }}
        >
          <TabsList aria-label={t('groups.label')} className="h-auto flex-wrap justify-start">
            {jobGroups.map((name) => (
              <TabsTrigger key={name} value={name} className="flex-none">
                {t(`group.${name}`)}
                {/* The count's place is kept while it loads, so the tabs do not wrap anew when it comes. */}
                <span className="ml-1 rounded-full bg-background/60 px-1.5 text-xs tabular-nums">
                  {counts ? counts[name] : <span className="invisible">0</span>}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={group} className="pt-2">
            <JobsList list={list} group={group} page={position.page} onNext={paging.next} onPrevious={paging.previous} onOpen={setOpenId} />
          </TabsContent>
        </Tabs>
        <JobDetail id={openId} onClose={() => setOpenId(null)} onChanged={list.reload} />
      </CardContent>
    </Card>
  );
}

export default island(JobsHome, PageSkeleton);

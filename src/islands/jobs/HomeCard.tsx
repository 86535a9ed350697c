import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface HomeCardProps {
  heading: string;
  /** The headline number, when the card has one. */
  count?: number;
  children?: ReactNode;
  link: { href: string; label: string };
}

/** One part of the transporter's day: a heading with its count, what needs attention, and a link into the list. */
export function HomeCard({ heading, count, children, link }: HomeCardProps) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3 className="flex items-baseline justify-between gap-3 text-base">
            <span>{heading}</span>
            {count !== undefined && <span className="text-2xl font-semibold tabular-nums">{count}</span>}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3 text-sm">{children}</CardContent>
      <CardFooter>
        <a className="text-sm font-medium underline underline-offset-4" href={link.href}>
          {link.label}
        </a>
      </CardFooter>
    </Card>
  );
}

import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** A section whose page is not built yet: says so plainly instead of a blank screen. */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">This section is not available yet.</p>
      </CardContent>
    </Card>
  );
}

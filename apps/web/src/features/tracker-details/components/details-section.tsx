import { Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './tracker-details-screen.module.css';

/** One titled section of the details screen; its heading names the region for screen readers and tests. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The page after a form was sent (a guest's report, a staff registration): what happened, next. */
export function SuccessCard({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  /** What comes next: the report's reference and a link, or "Register another". */
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="xl" maw={560} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{message}</Text>
        {children}
      </Stack>
    </Card>
  );
}

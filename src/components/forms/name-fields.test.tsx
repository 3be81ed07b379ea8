import { Grid } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { NameFields } from './item-field-groups';

const bind = (name: string) => ({ value: '', onChange: () => undefined, name });

/** The name fields' labels in the order a person reads (and tabs through) them. */
const order = () => screen.getAllByRole('textbox').map((box) => box.getAttribute('name'));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('NameFields order', () => {
  it('asks the first name first in English', () => {
    renderWithProviders(
      <Grid>
        <NameFields bind={bind as never} labels="lostForm" required />
      </Grid>,
    );
    expect(order()).toEqual(['firstName', 'surname']);
  });

  it('asks the surname (姓) before the first name (名) in Japanese', async () => {
    await i18n.changeLanguage('ja');
    renderWithProviders(
      <Grid>
        <NameFields bind={bind as never} labels="lostForm" required />
      </Grid>,
    );
    expect(order()).toEqual(['surname', 'firstName']);
    expect(screen.getAllByRole('textbox')[0]).toHaveAccessibleName(/^姓/);
  });
});

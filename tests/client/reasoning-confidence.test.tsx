import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ReasoningView } from '../../src/contract/analysis.ts';
import { ReasoningPanel } from '../../src/client/features/practitioner/consultation/reasoning-panel.tsx';
import { en } from '../../src/client/i18n/locales/en.ts';

const pattern = (id: string, role: 'main' | 'alternative', confidence: number): ReasoningView['patterns'][number] => ({
  id,
  name: id,
  confidence,
  role,
  for: [],
  against: [],
});
const panel = (alternative: number) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" messages={en}>
      <ReasoningPanel
        reasoning={{
          headline: null,
          patterns: [pattern('liver-yang-rising', 'main', 0.17), pattern('liver-qi-stagnation', 'alternative', alternative)],
          distinguish: [],
          notes: [],
        }}
      />
    </IntlProvider>,
  );

describe('the reasoning panel’s confidence', () => {
  it('says why an alternative shows a higher confidence than the leading pattern, and only then', () => {
    expect(panel(0.25)).toContain('More of its cardinal signs were seen than of the leading pattern');
    expect(panel(0.12)).not.toContain('More of its cardinal signs');
  });
});

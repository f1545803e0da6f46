import { AlertTriangle, ChevronRight, Loader2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { KEY_HERBS_SHOWN } from '../../../../contract/constants.ts';
import type { SavedAnalysis } from '../../../../contract/practitioner.ts';
import { Badge } from '../../../components/ui/card.tsx';
import { useMessageText } from '../../../i18n/contract-messages.ts';
import type { MessageId } from '../../../i18n/locales/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { confidenceText } from '../shared/patient-display.ts';
import { HelpTerm, ReasoningPanel } from './reasoning-panel.tsx';

/** Which camera profile corrected the photo's colours before it was read (an analysis made before profiles existed says nothing). */
function CameraProfileNote({ applied }: { applied: SavedAnalysis['camera_profile'] }) {
  const intl = useIntl();
  if (applied === undefined) return null;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="camera-profile-note">
      {applied
        ? intl.formatMessage({ id: 'camera.applied' }, { name: applied.name })
        : intl.formatMessage({ id: 'camera.notApplied' })}
    </p>
  );
}

/**
 * One result group that folds (issue 15: the whole result runs to thousands of words), as the
 * WAI-ARIA accordion pattern: the heading holds a button that says whether its group is open.
 */
function Group({ title, children, open: initiallyOpen = false }: { title: MessageId; children: ReactNode; open?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return (
    <section className="rounded-md border border-slate-200 dark:border-slate-700">
      <h3 className="font-semibold text-brand-800 dark:text-brand-100">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left"
        >
          <ChevronRight aria-hidden="true" className={open ? 'h-4 w-4 shrink-0 rotate-90' : 'h-4 w-4 shrink-0'} />
          {t(title)}
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="space-y-1 px-3 pb-3 text-sm">
        {children}
      </div>
    </section>
  );
}

function Row({ label, value }: { label: MessageId; value: string | undefined }) {
  const t = useT();
  if (!value) return null;
  return (
    <p>
      <span className="font-medium">{t('analysis.label', { label: t(label) })}</span>
      {value}
    </p>
  );
}

function Items({ label, items }: { label: MessageId; items: readonly string[] | undefined }) {
  const t = useT();
  if (!items?.length) return null;
  return (
    <div>
      <p className="font-medium">{t('analysis.label', { label: t(label) })}</p>
      <ul className="list-disc pl-5">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function Warning({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** Every group of the SPEC §3 result (SPEC §9: key herbs first 3, confidence as a rounded percent). */
export function AnalysisGroups({ result }: { result: SavedAnalysis }) {
  const tongue = result.tongue_analysis;
  const tr = useT();
  const messageText = useMessageText();
  const intl = useIntl();
  const d = result.tcm_diagnosis;
  const p = result.treatment_plan;
  const s = result.special_considerations;
  const g = result.prognosis;
  // Evidence split between the first two patterns (issue 12 §5): said before the pattern, so the
  // pattern line never reads as one confident answer. A headline with a 'combined' second pattern
  // names a combination instead, which the reasoning panel shows.
  const reasoning = result.reasoning;
  const split = reasoning?.headline && reasoning.patterns[1]?.role !== 'combined' ? reasoning.headline : null;
  return (
    <div className="space-y-4">
      {/* Safety first, above every pattern (red flags override advice: patterns/red-flags.ts); an
          exploratory test found the emergency box 1,100 px down a phone's results. */}
      {result.safety_alerts?.length ? (
        <div
          role="alert"
          data-testid="safety-alerts"
          className="space-y-1 rounded-md border-2 border-red-600 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {result.safety_alerts.map((alert) => (
            <p key={alert}>{alert}</p>
          ))}
        </div>
      ) : null}
      {split && (
        <p role="note" className="font-medium text-amber-800 dark:text-amber-300" data-testid="split-evidence">
          {split}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {d && (
          <p className="text-lg font-semibold" data-testid="primary-pattern">
            {d.patron_principal}
          </p>
        )}
        {result.confidence_score !== undefined && (
          <Badge>
            <HelpTerm
              label={intl.formatMessage({ id: 'reasoning.confidence.label' })}
              help={intl.formatMessage({ id: 'reasoning.confidence.help' })}
            >
              {tr('analysis.confidence', { value: confidenceText(result.confidence_score) })}
            </HelpTerm>
          </Badge>
        )}
        {result.clinical_coherence !== undefined && (
          <Badge className="bg-slate-100 text-slate-700">
            <HelpTerm
              label={intl.formatMessage({ id: 'reasoning.coherence.label' })}
              help={intl.formatMessage({ id: 'reasoning.coherence.help' })}
            >
              {tr('analysis.coherence', { value: confidenceText(result.clinical_coherence) })}
            </HelpTerm>
          </Badge>
        )}
      </div>
      {reasoning && <ReasoningPanel reasoning={reasoning} headlineShown={split !== null} />}
      {result.overlay_image_url && (
        <figure className="space-y-1">
          <img
            src={result.overlay_image_url}
            alt={tr('analysis.overlay')}
            className="max-h-72 rounded-md border object-contain"
          />
          <figcaption className="text-xs text-slate-500 dark:text-slate-400">{tr('analysis.overlayCaption')}</figcaption>
        </figure>
      )}
      {result.overlay_image_url && <CameraProfileNote applied={result.camera_profile} />}
      {result.image_note && <Warning>{tr('analysis.imageNote', { note: messageText(result.image_note) })}</Warning>}
      {tongue && (
        <Group title="analysis.tongue" open>
          <Row label="analysis.bodyColour" value={tongue.color_cuerpo} />
          <Row
            label="analysis.coating"
            // One 'not assessed' for a coat that was not read, not one per part (an exploratory test).
            value={[
              ...new Set([tongue.saburra?.color, tongue.saburra?.grosor, tongue.saburra?.distribucion].filter(Boolean)),
            ].join(intl.locale.startsWith('zh') ? '、' : ', ')}
          />
          <Row label="analysis.shape" value={tongue.forma_tamaño} />
          <Row label="analysis.moisture" value={tongue.humedad} />
          <Row label="analysis.tip" value={tongue.areas_especificas?.punta} />
          <Row label="analysis.sides" value={tongue.areas_especificas?.bordes} />
          <Row label="analysis.centre" value={tongue.areas_especificas?.centro} />
          <Row label="analysis.root" value={tongue.areas_especificas?.raiz} />
        </Group>
      )}
      {d && (
        <Group title="analysis.diagnosis" open>
          <Row label="analysis.primary" value={d.patron_principal} />
          <Items label="analysis.secondary" items={d.patrones_secundarios} />
          <Items label="analysis.organs" items={d.organos_afectados} />
          <Items label="analysis.factors" items={d.factores_patologicos} />
          <Row label="analysis.severity" value={d.gravedad} />
          <Row label="analysis.chronicity" value={d.cronicidad} />
          <Row label="analysis.correlation" value={d.correlacion_symptoms} />
        </Group>
      )}
      {p && (
        <Group title="analysis.plan">
          <Row label="analysis.principle" value={p.principio} />
          <Row label="analysis.formula" value={p.formula_principal} />
          <Items label="analysis.modifications" items={p.modificaciones_formula} />
          <Items label="analysis.keyHerbs" items={p.hierbas_clave?.slice(0, KEY_HERBS_SHOWN)} />
          <Items label="analysis.points" items={p.puntos_acupuntura} />
          <Items label="analysis.diet" items={p.modificaciones_dieta} />
          <Items label="analysis.lifestyle" items={p.estilo_vida} />
        </Group>
      )}
      {s && (
        <Group title="analysis.special" open={Boolean(s.interacciones_medicamentos?.length)}>
          <Items label="analysis.interactions" items={s.interacciones_medicamentos} />
          <Items label="analysis.age" items={s.adaptaciones_edad} />
          <Items label="analysis.complicating" items={s.factores_complicantes} />
          <Row label="analysis.followUp" value={s.seguimiento} />
        </Group>
      )}
      {g && (
        <Group title="analysis.prognosis">
          <Row label="analysis.improvement" value={g.expectativa_mejora} />
          <Items label="analysis.favourable" items={g.factores_favorables} />
          <Items label="analysis.obstacles" items={g.posibles_obstaculos} />
        </Group>
      )}
      {result.notas_clinicas && (
        <Group title="analysis.notes">
          <p>{result.notas_clinicas}</p>
        </Group>
      )}
    </div>
  );
}

/**
 * SPEC §4 result states: before the first answer 'Processing with Professional TCM API...';
 * processing (polling); success (full results); fallback (the basic message, then what the
 * built-in engine found); any other status (its message as a warning); polling timeout.
 */
export function AnalysisResultView({
  result,
  waiting,
  notice,
}: {
  result: SavedAnalysis | null;
  waiting: boolean;
  notice?: string | null;
}) {
  const t = useT();
  const messageText = useMessageText();
  if (waiting) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> {t('analysis.processing')}
      </p>
    );
  }
  if (notice) return <Warning>{messageText(notice)}</Warning>;
  if (!result) return <p className="text-sm text-slate-500 dark:text-slate-400">{t('analysis.empty')}</p>;
  switch (result.status) {
    case 'processing':
      return (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          {result.message ? messageText(result.message) : t('api.analysisInProgress')}
          {result.estimated_time ? ` ${t('analysis.estimated', { time: messageText(result.estimated_time) })}` : ''}
        </p>
      );
    case 'success':
    case undefined: // a saved result sent without a status (SPEC §7 tcmAnalysis): show what exists
      return <AnalysisGroups result={result} />;
    case 'fallback':
      return (
        <div className="space-y-4">
          <Warning>
            <p className="font-medium">{result.message ? messageText(result.message) : null}</p>
            {result.basic_analysis && <p>{messageText(result.basic_analysis)}</p>}
          </Warning>
          {result.tcm_diagnosis && <AnalysisGroups result={result} />}
        </div>
      );
    default:
      return (
        <Warning>{result.message ? messageText(result.message) : t('analysis.unknownStatus', { status: result.status })}</Warning>
      );
  }
}

import { AlertTriangle, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { KEY_HERBS_SHOWN } from '../../../../contract/constants.ts';
import type { SavedAnalysis } from '../../../../contract/practitioner.ts';
import { Badge } from '../../../components/ui/card.tsx';
import { confidenceText } from '../shared/patient-display.ts';

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

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1">
      <h3 className="font-semibold text-brand-800 dark:text-brand-500">{title}</h3>
      <div className="space-y-1 text-sm">{children}</div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <p>
      <span className="font-medium">{label}: </span>
      {value}
    </p>
  );
}

function Items({ label, items }: { label: string; items: readonly string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <div>
      <p className="font-medium">{label}:</p>
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
  const t = result.tongue_analysis;
  const d = result.tcm_diagnosis;
  const p = result.treatment_plan;
  const s = result.special_considerations;
  const g = result.prognosis;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {d && (
          <p className="text-lg font-semibold" data-testid="primary-pattern">
            {d.patron_principal}
          </p>
        )}
        {result.confidence_score !== undefined && <Badge>Confidence {confidenceText(result.confidence_score)}</Badge>}
        {result.clinical_coherence !== undefined && (
          <Badge className="bg-slate-100 text-slate-700">Coherence {confidenceText(result.clinical_coherence)}</Badge>
        )}
      </div>
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
      {result.overlay_image_url && (
        <figure className="space-y-1">
          <img
            src={result.overlay_image_url}
            alt="Tongue photo with the analysed regions outlined"
            className="max-h-72 rounded-md border object-contain"
          />
          <figcaption className="text-xs text-slate-500">
            Segmentation overlay: the tongue outline and its tip, sides, centre and root.
          </figcaption>
        </figure>
      )}
      {result.overlay_image_url && <CameraProfileNote applied={result.camera_profile} />}
      {result.image_note && (
        <Warning>The photo could not be analysed ({result.image_note}); the analysis used the manual findings.</Warning>
      )}
      {t && (
        <Group title="Tongue Analysis">
          <Row label="Body colour" value={t.color_cuerpo} />
          <Row
            label="Coating"
            value={[t.saburra?.color, t.saburra?.grosor, t.saburra?.distribucion].filter(Boolean).join(', ')}
          />
          <Row label="Shape and size" value={t.forma_tamaño} />
          <Row label="Moisture" value={t.humedad} />
          <Row label="Tip" value={t.areas_especificas?.punta} />
          <Row label="Sides" value={t.areas_especificas?.bordes} />
          <Row label="Centre" value={t.areas_especificas?.centro} />
          <Row label="Root" value={t.areas_especificas?.raiz} />
        </Group>
      )}
      {d && (
        <Group title="TCM Diagnosis">
          <Row label="Primary pattern" value={d.patron_principal} />
          <Items label="Secondary patterns" items={d.patrones_secundarios} />
          <Items label="Affected organs" items={d.organos_afectados} />
          <Items label="Pathological factors" items={d.factores_patologicos} />
          <Row label="Severity" value={d.gravedad} />
          <Row label="Chronicity" value={d.cronicidad} />
          <Row label="Symptom correlation" value={d.correlacion_symptoms} />
        </Group>
      )}
      {p && (
        <Group title="Treatment Plan">
          <Row label="Treatment principle" value={p.principio} />
          <Row label="Main formula" value={p.formula_principal} />
          <Items label="Formula modifications" items={p.modificaciones_formula} />
          <Items label="Key herbs" items={p.hierbas_clave?.slice(0, KEY_HERBS_SHOWN)} />
          <Items label="Acupuncture points" items={p.puntos_acupuntura} />
          <Items label="Diet" items={p.modificaciones_dieta} />
          <Items label="Lifestyle" items={p.estilo_vida} />
        </Group>
      )}
      {s && (
        <Group title="Special Considerations">
          <Items label="Drug interactions" items={s.interacciones_medicamentos} />
          <Items label="Age adaptations" items={s.adaptaciones_edad} />
          <Items label="Complicating factors" items={s.factores_complicantes} />
          <Row label="Follow-up" value={s.seguimiento} />
        </Group>
      )}
      {g && (
        <Group title="Prognosis">
          <Row label="Expected improvement" value={g.expectativa_mejora} />
          <Items label="Favourable factors" items={g.factores_favorables} />
          <Items label="Possible obstacles" items={g.posibles_obstaculos} />
        </Group>
      )}
      {result.notas_clinicas && (
        <Group title="Clinical Notes">
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
  if (waiting) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Processing with Professional TCM API...
      </p>
    );
  }
  if (notice) return <Warning>{notice}</Warning>;
  if (!result)
    return (
      <p className="text-sm text-slate-500">Add a tongue photo and press Analyze Tongue to see the pattern analysis here.</p>
    );
  switch (result.status) {
    case 'processing':
      return (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          {result.message ?? 'Analysis in progress'}
          {result.estimated_time ? ` (estimated time: ${result.estimated_time})` : ''}
        </p>
      );
    case 'success':
    case undefined: // a saved result sent without a status (SPEC §7 tcmAnalysis): show what exists
      return <AnalysisGroups result={result} />;
    case 'fallback':
      return (
        <div className="space-y-4">
          <Warning>
            <p className="font-medium">{result.message}</p>
            {result.basic_analysis && <p>{result.basic_analysis}</p>}
          </Warning>
          {result.tcm_diagnosis && <AnalysisGroups result={result} />}
        </div>
      );
    default:
      return <Warning>{result.message ?? `The analysis answered with an unknown status: ${result.status}`}</Warning>;
  }
}

import type { LegalDocument } from './types.ts';

export const terms: LegalDocument = {
  title: 'Términos del servicio',
  updated: '2026-11-24',
  sections: [
    {
      heading: 'Qué es MTC Health',
      paragraphs: [
        'MTC Health ofrece información educativa sobre medicina tradicional china (MTC): un registro diario con foto de la lengua y orientación general para particulares, y herramientas para que los profesionales de MTC con licencia lleven los expedientes de sus pacientes y apoyen su propia diferenciación de síndromes.',
      ],
    },
    {
      heading: 'No es consejo médico',
      paragraphs: [
        'Nada en la aplicación es consejo médico, diagnóstico ni prescripción. La lectura de una foto de la lengua puede equivocarse, sobre todo con poca luz o con una cámara desconocida. Las sugerencias de hierbas, alimentación y hábitos para particulares son generales y no incluyen dosis.',
        'No retrases una consulta médica por nada de lo que veas aquí. El dolor en el pecho, las hemorragias, los desmayos, la pérdida de peso repentina, las heces negras o el sangrado durante el embarazo requieren un médico ya.',
        'Consulta a un profesional cualificado o a un farmacéutico antes de tomar cualquier hierba, sobre todo si estás embarazada, das el pecho, tomas medicamentos o tienes una enfermedad crónica.',
      ],
    },
    {
      heading: 'Profesionales',
      paragraphs: [
        'Las cuentas profesionales son para profesionales con licencia. El análisis apoya tu criterio clínico y nunca lo sustituye; tú sigues siendo responsable de cada diagnóstico, fórmula, dosis y derivación, y del consentimiento de los pacientes cuyos expedientes guardas.',
      ],
    },
    {
      heading: 'Tu cuenta',
      paragraphs: [
        'No compartas tu contraseña y avísanos si crees que otra persona ha usado tu cuenta. Puedes eliminar tu cuenta en cualquier momento desde tu configuración.',
        'No subas fotos de otras personas sin su consentimiento, no intentes acceder a datos que no son tuyos ni sobrecargues el servicio.',
      ],
    },
    {
      heading: 'Tu contenido',
      paragraphs: [
        'Tus fotos y registros siguen siendo tuyos. Solo los usamos para prestarte el servicio, como describe la Política de privacidad.',
      ],
    },
    {
      heading: 'Cambios y disponibilidad',
      paragraphs: [
        'Podemos cambiar estos términos; la fecha de arriba indica la versión vigente. El servicio se presta tal cual, sin garantía de que esté siempre disponible o libre de errores.',
      ],
    },
  ],
};

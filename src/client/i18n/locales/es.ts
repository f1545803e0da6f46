import type { Catalog } from './en.ts';

/** Catálogo en español (mismos identificadores que en.ts). */
export const es: Catalog = {
  'language.label': 'Idioma',
  'language.en': 'English',
  'language.es': 'Español',
  'language.zh': '中文',

  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',
  'common.loading': 'Cargando...',
  'common.error': 'Error',

  'confirm.typeToConfirm': 'Escriba {word} para confirmar',

  'account.password.title': 'Cambiar la contraseña',
  'account.password.current': 'Contraseña actual',
  'account.password.new': 'Contraseña nueva',
  'account.password.submit': 'Cambiar la contraseña',
  'account.password.saving': 'Guardando...',
  'account.password.done': 'Contraseña cambiada',
  'account.password.doneDetail': 'Sigue con la sesión abierta aquí; en los demás dispositivos se cerró.',
  'account.signOutEverywhere.title': 'Cerrar sesión en todos los dispositivos',
  'account.signOutEverywhere.detail': 'Termina todas las sesiones de esta cuenta, también esta.',
  'account.signOutEverywhere.button': 'Cerrar sesión en todas partes',
  'account.failed': 'No se pudo completar',

  'privacy.page.title': 'Privacidad y seguridad',
  'privacy.export.title': 'Descargar mis datos',
  'privacy.export.detail':
    'Un archivo zip con todos los registros que guardamos sobre usted (en JSON) y todas las fotos de la lengua.',
  'privacy.export.button': 'Descargar mis datos',
  'privacy.export.started': 'La descarga ha comenzado',
  'privacy.delete.title': 'Eliminar mi cuenta',
  'privacy.delete.detail':
    'Elimina definitivamente su cuenta, cada registro diario, cada foto y cada recomendación. No se puede deshacer.',
  'privacy.delete.button': 'Eliminar mi cuenta',
  'privacy.delete.confirmTitle': '¿Eliminar su cuenta definitivamente?',
  'privacy.delete.done': 'Su cuenta y todos sus datos se eliminaron',
  'privacy.links': 'Cómo tratamos sus datos: {terms} y {privacy}.',

  'checkIn.delete.button': 'Eliminar este registro',
  'checkIn.delete.confirmTitle': '¿Eliminar este registro?',
  'checkIn.delete.confirmDetail': 'Su foto, análisis, respuestas y recomendaciones se eliminan definitivamente.',
  'checkIn.delete.done': 'Registro eliminado',

  'practitioner.settings.title': 'Configuración de la cuenta',
  'practitioner.settings.link': 'Configuración',
  'practitioner.delete.title': 'Eliminar mi cuenta profesional',
  'practitioner.delete.detail':
    'Su cuenta se puede eliminar cuando no quede ningún expediente de pacientes: exporte y elimine antes cada paciente.',
  'practitioner.delete.button': 'Eliminar mi cuenta',
  'practitioner.delete.confirmTitle': '¿Eliminar su cuenta profesional definitivamente?',
  'practitioner.delete.done': 'Su cuenta profesional se eliminó',

  'patient.export.button': 'Exportar el expediente',
  'patient.delete.button': 'Eliminar paciente',
  'patient.delete.confirmTitle': '¿Eliminar a {name} y todos sus datos?',
  'patient.delete.confirmDetail':
    'Todas las sesiones, análisis y fotos de la lengua de este paciente se eliminan definitivamente. Archivar conserva el expediente.',
  'patient.delete.done': 'Paciente eliminado',
  'session.delete.button': 'Eliminar sesión',
  'session.delete.confirmTitle': '¿Eliminar esta sesión?',
  'session.delete.confirmDetail': 'La sesión, su análisis y su foto de la lengua se eliminan definitivamente.',
  'session.delete.done': 'Sesión eliminada',

  'safety.emergency.title': 'Busque ayuda médica ahora',
  'safety.seeDoctor.title': 'Consulte a un médico',
  'safety.herbsWithheld': 'En este registro no incluimos sugerencias de hierbas.',
  'safety.notices.title': 'Omitido por su seguridad',
  'safety.advice.withheld': 'Las sugerencias de alimentación y hábitos se omiten hasta que le vea un médico.',

  'legal.terms.link': 'Términos del servicio',
  'legal.privacy.link': 'Política de privacidad',
  'legal.back': 'Volver',
  'legal.updated': 'Última actualización: {date}',
};

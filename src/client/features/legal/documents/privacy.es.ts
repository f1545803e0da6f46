import type { LegalDocument } from './types.ts';

export const privacy: LegalDocument = {
  title: 'Política de privacidad',
  updated: '2026-11-25',
  sections: [
    {
      heading: 'Qué guardamos',
      paragraphs: [
        'Su cuenta: nombre de usuario, correo electrónico, nombre, el método de acceso que usa, un hash irreversible de su contraseña si la estableció (nunca la contraseña), si su dirección de correo está confirmada, y las cuentas de Google, Apple u otros proveedores que vincule (el identificador de la cuenta en el proveedor y el correo que este indicó).',
        'Si usa el registro diario personal: sus respuestas de perfil (sexo, edad, estatura, peso, idioma, preocupaciones de salud y situación de embarazo cuando la indica), cada foto de la lengua, la lectura que hace el motor, sus respuestas y texto libre del cuestionario, las recomendaciones y sus cifras de progreso.',
        'Si es profesional: sus datos profesionales y los expedientes de sus pacientes: datos del paciente, consultas, fotos de la lengua, notas de pulso y síntomas, análisis e informes.',
        'Al recibir las fotos les quitamos los metadatos (ubicación, datos de la cámara). No guardamos identificadores publicitarios ni usamos cookies de seguimiento; la única cookie es la de inicio de sesión.',
      ],
    },
    {
      heading: 'Dónde se guarda',
      paragraphs: [
        'En la base de datos y el almacenamiento de archivos del servidor que ejecuta esta aplicación: por defecto una base de datos integrada y una carpeta de fotos en ese servidor; en instalaciones mayores, una base de datos PostgreSQL y un almacenamiento compartido. Las fotos solo se muestran a la sesión de su propietario.',
      ],
    },
    {
      heading: 'Cuánto tiempo',
      paragraphs: [
        'Hasta que usted lo elimine. Una sesión dura 30 días salvo que la cierre antes. Los contadores que protegen el acceso contra intentos de adivinar la contraseña duran 15 minutos. Los enlaces y códigos de acceso que enviamos por correo se guardan solo como hashes irreversibles y se eliminan al usarse o a los 15 minutos. Su lista de seguridad (cada acceso y cada cambio de forma de acceso, con su hora y su dirección de red) se conserva 90 días.',
        'Cuando elimina un registro, una sesión, un paciente o su cuenta, los registros y los archivos de las fotos desaparecen al momento; no se guardan en ningún archivo.',
      ],
    },
    {
      heading: 'Quién lo trata',
      paragraphs: [
        'Nuestro propio motor de análisis funciona en nuestro servidor. Cuando una instalación está configurada para usar un servicio de análisis externo para profesionales, ese servicio recibe los datos clínicos de la consulta y un enlace a la foto de la lengua válido solo durante 15 minutos.',
        'No vendemos ni compartimos sus datos con nadie más.',
      ],
    },
    {
      heading: 'Sus derechos: ver, llevarse y borrar sus datos',
      paragraphs: [
        'Usuarios: Perfil → Privacidad y seguridad le permite descargar todo lo que guardamos sobre usted (un zip con sus registros y fotos), eliminar un registro concreto de su historial o eliminar su cuenta con todo su contenido.',
        'Profesionales: la página de cada paciente permite exportar su expediente o eliminarlo con todas sus sesiones y fotos; su configuración permite eliminar su cuenta cuando no quede ningún expediente.',
        'Puede cambiar su contraseña y cerrar sesión en todos los dispositivos en cualquier momento.',
      ],
    },
    {
      heading: 'Uso educativo',
      paragraphs: [
        'MTC Health ofrece información educativa sobre medicina tradicional china. No es consejo médico, no diagnostica enfermedades ni sustituye a un médico. Si tiene síntomas graves, repentinos o preocupantes, consulte a un médico o llame al número de emergencias.',
      ],
    },
  ],
};

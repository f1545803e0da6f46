import type { LegalDocument } from './types.ts';

export const privacy: LegalDocument = {
  title: 'Política de privacidad',
  updated: '2026-11-25',
  sections: [
    {
      heading: 'Qué guardamos',
      paragraphs: [
        'Tu cuenta: nombre de usuario, correo electrónico, nombre, el método de acceso que usas, un hash irreversible de tu contraseña si la estableciste (nunca la contraseña), si tu dirección de correo está confirmada, y las cuentas de Google, Apple u otros proveedores que vincules (el identificador de la cuenta en el proveedor y el correo que este indicó).',
        'Si usas el registro diario personal: tus respuestas de perfil (sexo, edad, estatura, peso, idioma, preocupaciones de salud y situación de embarazo cuando la indicas), cada foto de la lengua, la lectura que hace el motor, tus respuestas y texto libre del cuestionario, las recomendaciones y tus cifras de progreso.',
        'Si eres profesional: tus datos profesionales y los expedientes de tus pacientes: datos del paciente, consultas, fotos de la lengua, notas de pulso y síntomas, análisis e informes.',
        'Al recibir las fotos les quitamos los metadatos (ubicación, datos de la cámara). No guardamos identificadores publicitarios ni usamos cookies de seguimiento; además de la cookie de inicio de sesión, dos cookies recuerdan el idioma y el tema que eligió, para enviarle la primera página ya dibujada con ellos.',
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
        'Hasta que lo elimines. Una sesión dura 30 días salvo que la cierres antes. Los contadores que protegen el acceso contra intentos de adivinar la contraseña duran 15 minutos. Los enlaces y códigos de acceso que enviamos por correo se guardan solo como hashes irreversibles y se eliminan al usarse o a los 15 minutos. Tu lista de seguridad (cada acceso y cada cambio de forma de acceso, con su hora y su dirección de red) se conserva 90 días.',
        'Cuando eliminas un registro, una sesión, un paciente o tu cuenta, los registros y los archivos de las fotos desaparecen al momento; no se guardan en ningún archivo.',
      ],
    },
    {
      heading: 'Quién lo trata',
      paragraphs: [
        'Nuestro propio motor de análisis funciona en nuestro servidor. Cuando una instalación está configurada para usar un servicio de análisis externo para profesionales, ese servicio recibe los datos clínicos de la consulta y un enlace a la foto de la lengua válido solo durante 15 minutos.',
        'No vendemos ni compartimos tus datos con nadie más.',
      ],
    },
    {
      heading: 'Tus derechos: ver, llevarte y borrar tus datos',
      paragraphs: [
        'Usuarios: Perfil → Privacidad y seguridad te permite descargar todo lo que guardamos sobre ti (un zip con tus registros y fotos), eliminar un registro concreto de tu historial o eliminar tu cuenta con todo su contenido.',
        'Profesionales: la página de cada paciente permite exportar su expediente o eliminarlo con todas sus sesiones y fotos; tu configuración permite eliminar tu cuenta cuando no quede ningún expediente.',
        'Puedes cambiar tu contraseña y cerrar sesión en todos los dispositivos en cualquier momento.',
      ],
    },
    {
      heading: 'Uso educativo',
      paragraphs: [
        'MTC Health ofrece información educativa sobre medicina tradicional china. No es consejo médico, no diagnostica enfermedades ni sustituye a un médico. Si tienes síntomas graves, repentinos o preocupantes, consulta a un médico o llama al número de emergencias.',
      ],
    },
  ],
};

/**
 * The library's words in Spanish, as written for readers in the United
 * States (locale "es-US"): a second language shipped with the package, and
 * the proof that every string a component shows can be translated. Pass it
 * to the provider with `locale="es-US"`, and to server components as their
 * `messages` (see the Translating guide).
 */
import type { ParchmentMessages } from './types';

export const spanishMessages: ParchmentMessages = {
  colorSwatch: {
    onParchment: 'Sobre pergamino',
    onInk: 'Sobre tinta',
    onParchmentContext: '{name} sobre pergamino',
    onInkContext: '{name} sobre tinta',
  },
  contrastBadge: {
    AAA: 'AAA',
    AA: 'AA',
    Fail: 'No cumple',
  },
  accessNotice: {
    noAccessHeading: 'Sin acceso',
    accessDeniedHeading: 'Acceso denegado',
    checkErrorHeading: 'No se pudo verificar el acceso de administración',
    sessionEndedHeading: 'La sesión terminó',
    noAccess: 'Su cuenta no tiene permisos de administración.',
    signedInAs: 'Sesión iniciada como {email}',
    accessDenied: 'No tiene permiso para ver esta página.',
    sessionEnded: 'Su sesión terminó. Inicie sesión de nuevo para continuar.',
    unknownError: 'Error desconocido al verificar el acceso de administración',
    backToAdmin: 'Volver a Administración',
    signIn: 'Iniciar sesión',
    retry: 'Reintentar',
    switchAccount: 'Cambiar de cuenta',
  },
  adminFilters: {
    label: 'Filtrar artículos',
    search: 'Buscar',
    searchPlaceholder: 'Buscar por título o descripción...',
    category: 'Categoría',
    allCategories: 'Todas las categorías',
    tag: 'Etiqueta',
    tagPlaceholder: 'Filtrar por etiqueta...',
  },
  citeThis: {
    title: 'Cite este artículo',
    chicago: 'Chicago (17.ª ed.)',
    mla: 'MLA (9.ª ed.)',
    apa: 'APA (7.ª ed.)',
    copy: 'Copiar',
    copyLabel: 'la cita en estilo {style}',
    copied: 'Cita en estilo {style} copiada.',
    failed: 'No se pudo copiar. Seleccione la cita y cópiela.',
  },
  signInPanel: {
    heading: 'Acceso de administración',
    lede: 'Inicie sesión para entrar en el panel de administración',
    google: 'Iniciar sesión con Google',
    or: 'o',
    sent: '¡Revise su correo: le enviamos el enlace mágico!',
    emailLabel: 'Correo electrónico',
    invalidEmail: 'Escriba una dirección de correo válida',
    send: 'Enviar enlace mágico',
    sending: 'Enviando…',
  },
  accountCard: {
    heading: 'Su cuenta',
    email: 'Correo electrónico',
    userId: 'ID de usuario',
  },
  adminToolsCard: {
    heading: 'Herramientas de administración',
    text: 'Consulte todos los artículos publicados, con filtros por categoría, etiqueta y texto. La lista es de solo lectura.',
    manage: 'Gestionar artículos',
  },
  articleCard: {
    tags: 'Etiquetas',
    tag: 'Etiqueta: {tag}',
  },
  breadcrumbs: {
    label: 'Ruta de navegación',
    home: 'Inicio',
  },
  button: {
    newTab: '(se abre en una pestaña nueva)',
  },
  categoryRail: {
    empty: 'Todavía no hay artículos en esta categoría.',
    viewAll: 'Ver todo',
    viewAllLabel: 'artículos de {category}',
  },
  classroomNotes: {
    title: 'Para el aula',
    questions: 'Preguntas para el debate',
    glossary: 'Glosario',
    forTeachers: 'Para el docente',
  },
  disclosureNote: {
    text: 'Este artículo se creó con ayuda de inteligencia artificial y lo revisaron editores humanos para comprobar su exactitud.',
    label: 'Aviso:',
    linkText: 'Lea nuestra política editorial',
  },
  dataTable: {
    sortableHint: 'Los encabezados de columna con botones permiten ordenar.',
    sortedAscending: 'Ordenado por {column}, ascendente',
    sortedDescending: 'Ordenado por {column}, descendente',
    empty: 'No hay filas que mostrar.',
  },
  editorialStandards: {
    heading: 'Nuestras normas editoriales',
    text: 'Cada artículo se contrasta con fuentes primarias y lo revisan editores humanos antes de publicarse, y los errores se corrigen abiertamente.',
  },
  errorState: {
    retry: 'Reintentar',
  },
  errorSummary: {
    title: 'Hay un problema',
  },
  field: {
    errorPrefix: 'Error:',
    optional: '(opcional)',
  },
  keyFacts: {
    title: 'Datos clave',
    note: 'Fuente {number}',
  },
  loadingState: {
    message: 'Cargando...',
  },
  notFound: {
    code: '404',
    heading: '¡Vaya! No se encontró la página',
    home: 'Volver al inicio',
  },
  richBody: {
    note: 'Fuente {number}',
    empty: 'No hay contenido disponible.',
  },
  noteRef: {
    label: 'Fuente {number}',
  },
  popularTopics: {
    heading: 'Temas populares',
  },
  siteFooter: {
    navigation: 'Pie de página',
    copyright: '© {year} {siteName}. Todos los derechos reservados.',
    newTab: '(se abre en una pestaña nueva)',
  },
  tagList: {
    label: 'Temas',
    tag: 'Etiqueta: {tag}',
  },
  adminArticlesTable: {
    caption: 'Artículos publicados',
    loading: 'Cargando artículos...',
    errorHeading: 'Error al cargar los artículos',
    retry: 'Reintentar',
    empty: 'No hay artículos que coincidan con los filtros.',
    hero: 'Imagen',
    title: 'Título',
    category: 'Categoría',
    published: 'Publicado',
    tags: 'Etiquetas',
    actions: 'Acciones',
    view: 'Ver',
    newTab: '(se abre en una pestaña nueva)',
    noImage: 'Sin imagen',
    noCategory: 'Sin categoría',
    notPublished: 'Sin publicar',
    noTags: 'Sin etiquetas',
    noPublicPage: 'Sin página pública',
  },
  byline: {
    by: 'Por {author}',
    reviewedBy: 'Revisado por {reviewer}',
    published: 'Publicado el {date}',
    updated: 'Actualizado el {date}',
    reviewed: 'Última revisión: {date}',
    readTime: { one: '{count} min de lectura', other: '{count} min de lectura' },
  },
  correctionNotice: {
    heading: { one: 'Corrección', other: 'Correcciones' },
    policy: 'Lea nuestra política de correcciones',
  },
  correctionsLog: {
    title: 'Registro de correcciones',
    empty: 'No se ha publicado ninguna corrección.',
  },
  documentExcerpt: {
    heading: 'Del documento',
    fullText: 'Lea el texto completo: {source}',
  },
  foundingDocument: {
    linkTo: 'Enlace a {part}',
    superseded: 'Texto sustituido:',
    supersededBy: 'Sustituido por {part}',
    discussedIn: 'Tratado en:',
    copied: 'Enlace a {part} copiado',
    failed: 'No se pudo copiar el enlace a {part}',
  },
  linkButton: {
    newTab: '(se abre en una pestaña nueva)',
  },
  pagination: {
    label: 'Paginación',
    summary: 'Mostrando {shown} de {total} {noun} (página {page} de {pages})',
    noun: 'artículos',
    previous: 'Anterior',
    next: 'Siguiente',
  },
  searchBox: {
    label: 'Buscar en el archivo',
    placeholder: 'Busque temas, personas o acontecimientos...',
    submit: 'Buscar',
  },
  searchSummary: {
    idle: 'Escriba un término para buscar artículos',
    searching: 'Buscando...',
    results: { one: 'Se encontró {count} resultado', other: 'Se encontraron {count} resultados' },
    empty: 'No se encontraron resultados para «{term}»',
    error: 'Error: {error}',
    unknownError: 'Error desconocido',
    retry: 'Reintentar',
  },
  shareButton: {
    label: 'Compartir',
    copied: 'Enlace copiado',
    failed: 'No se pudo copiar el enlace',
    byEmail: 'Compartir por correo',
  },
  siteHeader: {
    navigation: 'Principal',
    search: 'Buscar',
    menu: 'Menú',
  },
  skipLink: {
    label: 'Saltar al contenido principal',
  },
  sourceList: {
    title: 'Fuentes',
    primary: 'Primaria',
    backToText: 'Volver al texto',
    backToTextLabel: 'Volver al texto: fuente {number}',
    newTab: '(se abre en una pestaña nueva)',
  },
  tableOfContents: {
    title: 'En esta página',
    collapsible: '{title} (desplegable)',
  },
  themeToggle: {
    label: 'Tema',
    system: 'Sistema',
    light: 'Claro',
    dark: 'Oscuro',
  },
  timeline: {
    source: 'Fuente {number}',
  },
};

import type { Catalogue } from '../catalogue';

// El hex diario y las estadísticas del jugador, en español.

const progress: Catalogue['progress'] = {
  daily: {
    button: 'Diario',
    heading: (date) => `Hex diario · ${date}`,
    start: 'Empieza por la baldosa del anillo: abre una zona, y desde ahí nunca hace falta adivinar.',
    counts: 'El intento de hoy: cuenta un solo intento, también para tu racha.',
    late: 'Jugado tarde: cuenta como jugado, no para la racha.',
    practice: 'Ya jugado: esta partida es de práctica y no cuenta.',
    share: 'Compartir resultado',
    shareLabel: 'Tu resultado para compartir',
    closeShared: 'Cerrar',
    copied: 'Copiado al portapapeles.',
    copyFailed: 'Selecciona el texto para copiarlo.',
    past: 'Diarios anteriores',
    problem: (p) =>
      p.kind === 'badDate'
        ? `«${p.value}» no es una fecha: un enlace del diario termina en ?daily=AAAA-MM-DD.`
        : p.kind === 'tooEarly'
          ? `No hay diario antes del ${p.first}.`
          : `El diario del ${p.date} aún no ha salido.`,
    shareText: (r, f) =>
      `Hexlab diario ${r.date}${r.late ? ' (jugado tarde)' : ''}\n${r.won ? 'Ganado' : 'Perdido'} · ${f.seconds(r.ms)} · ${f.number(r.bv3s, 2)} 3BV/s\n` +
      `${r.pace} ${f.plural(r.clicks, { one: '# clic', other: '# clics' })}, ${r.helped ? 'con ayuda' : 'sin ayuda'}`,
    paceKey: 'Cada cuadro es un quinto del tablero: 🟩 rápido, 🟨 constante, 🟥 lento, 💥 perdido ahí.',
  },
  calendar: {
    heading: 'Diarios anteriores',
    previous: 'Mes anterior',
    next: 'Mes siguiente',
    close: 'Cerrar',
    won: 'ganado',
    lost: 'perdido',
    late: 'jugado tarde',
    open: 'aún sin jugar',
    today: 'hoy',
    day: (date, state) => `${date}, ${state}`,
    watch: 'Ver la repetición',
    legend: 'Pulsa un día para jugar su diario. Un diario jugado después de su día cuenta como jugado tarde.',
  },
  stats: {
    button: 'Estadísticas',
    heading: 'Estadísticas',
    close: 'Cerrar',
    daily: 'Diario',
    custom: 'Personalizado',
    category: 'Dificultad',
    played: 'Partidas',
    won: 'Victorias',
    winRate: 'Porcentaje de victorias',
    best: 'Mejor tiempo',
    median: 'Tiempo mediano',
    bestBv3s: 'Mejor 3BV/s',
    streak: 'Racha diaria',
    longest: 'Racha más larga',
    none: 'Aún no hay partidas: termina una y aparecerá aquí.',
    chartsOf: 'Gráficos de',
    timeChart: (what) => `Tiempo de cada partida a lo largo del tiempo, ${what}`,
    bv3sChart: (what) => `3BV/s de cada partida a lo largo del tiempo, ${what}`,
    spreadChart: (what) => `Cómo se reparten los tiempos de victoria, ${what}`,
    timeTitle: 'Tiempo por partida',
    bv3sTitle: '3BV/s por partida',
    spreadTitle: 'Tiempos de victoria',
    won1: 'ganada',
    lost1: 'perdida',
    asTable: 'Ver como tabla',
    asCharts: 'Ver como gráficos',
    tableCaption: (what) => `Todas las partidas, ${what}`,
    date: 'Fecha',
    result: 'Resultado',
    time: 'Tiempo',
    bv3s: '3BV/s',
    games: (n, f) => f.plural(n, { one: '# partida', other: '# partidas' }),
    export: 'Exportar estadísticas',
    import: 'Importar estadísticas',
    imported: (n, f) => `${f.plural(n, { one: 'Importada # partida', other: 'Importadas # partidas' })}.`,
    refused: (p) =>
      p.kind === 'notJson'
        ? 'Este archivo no es JSON: no se ha importado nada.'
        : p.kind === 'foreign'
          ? 'Este no es un archivo de estadísticas de Hexlab: no se ha importado nada.'
          : p.kind === 'newer'
            ? `Este archivo viene de un Hexlab más nuevo (versión ${p.version}): no se ha importado nada.`
            : `La partida ${p.index + 1} de este archivo está dañada: no se ha importado nada.`,
    unreadable:
      'No se han podido leer tus estadísticas guardadas. Se dejan como están, y las partidas nuevas no se guardan encima.',
  },
};

export default progress;

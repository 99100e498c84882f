/** DashboardOverview. */
export const dashboard = {
  greeting: (name: string) => `Hola, ${name}`,
  plan: 'Plan',
  shortcuts: 'Accesos directos',
  /** DeadlinesWidget: the upcoming plazos of the user's analysed cases and documents (issue 13). */
  deadlines: {
    title: 'Próximos plazos',
    list: 'Plazos que vencen próximamente',
    loading: 'Cargando plazos...',
    empty: 'No hay plazos próximos en tus casos analizados.',
    error: 'No se han podido cargar los plazos.',
    retry: 'Reintentar',
    /** 'Vence el 08/07/2025'. */
    dueOn: (date: string) => `Vence el ${date}`,
    /** Days left: 'hoy', 'mañana', 'en 5 días'. */
    daysLeft: (days: number) => (days <= 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`),
    urgent: 'Urgente',
    noCase: 'Sin caso',
    case: 'Caso',
    document: 'Documento',
    page: (page: number) => `Pág. ${page}`,
    /** The plazo was counted from the document's date. */
    assumedStart: (date: string) => `Contado desde el ${date}, fecha del documento.`,
    note: 'Los plazos contados desde la fecha del documento son orientativos: compruébalos con la fecha de notificación.',
  },
  /** ActivityCharts: the user's activity over the last days, usage against the plan, recent items (issue 14). */
  activity: {
    title: 'Tu actividad',
    /** 'Últimos 30 días'. */
    period: (days: number) => `Últimos ${days} días`,
    chart: 'Actividad por día',
    documents: 'Documentos',
    analyses: 'Análisis',
    reports: 'Informes',
    totals: 'Totales del periodo',
    usage: 'Análisis del mes',
    /** Under the meter: 'Plan Estudiante · el contador vuelve a cero el 01/04/2026'. */
    usageHint: (plan: string, resets: string) => `Plan ${plan} · el contador vuelve a cero el ${resets}`,
    recent: 'Actividad reciente',
    recentEmpty: 'Todavía no hay actividad reciente.',
    loading: 'Cargando actividad...',
    empty: 'No hay actividad en este periodo: sube un documento o analiza uno para empezar.',
    error: 'No se ha podido cargar la actividad.',
    retry: 'Reintentar',
    /** What each recent item is. */
    types: { document: 'Documento', report: 'Informe', analysis: 'Análisis' },
    /** The kind of an analysis (the server's `kind`). */
    kinds: {
      document_analysis: 'Análisis de un documento',
      comprehensive_analysis: 'Análisis jurídico completo',
      case_analysis: 'Análisis conjunto del caso',
      product_analysis: 'Analizador especializado',
      draft: 'Borrador de escrito',
      review_grid: 'Revisión de varios documentos',
    },
  },
} as const;

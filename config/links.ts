/** Outside destinations used by the navbar, the footer and pages' components. */
export const links = {
  cloud: 'https://cloud.agenta.ai',
  bookDemo: 'https://cal.com/mahmoud-mabrouk-ogzgey/demo',
  repository: 'https://github.com/Agenta-AI/agenta',
  issues: 'https://github.com/Agenta-AI/agenta/issues',
  discussions: 'https://github.com/Agenta-AI/agenta/discussions',
  communityChat: 'https://join.slack.com/t/agenta-hq/shared_invite/zt-1zsafop5i-Y7~ZySbhRZvKVPV5DO_7IA',
  pypi: 'https://pypi.org/project/agenta/',
} as const;

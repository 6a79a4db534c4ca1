import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Generated from openapi/agenta.yaml whenever Docusaurus loads the site (src/plugins/api-reference).
import apiSidebar from './docs/reference/api/sidebar';

/**
 * Three sidebars, one per navbar area. Each top-level category label is also
 * the section name search results are grouped under (hierarchy.lvl0).
 */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: ['getting-started/introduction', 'getting-started/quick-start', 'getting-started/first-api-calls', 'getting-started/ai-assistants'],
    },
    {
      type: 'category',
      label: 'Concepts',
      items: ['concepts/concepts', 'concepts/architecture'],
    },
    {
      type: 'category',
      label: 'Prompt management',
      items: [
        'prompt-management/overview',
        'prompt-management/quick-start',
        'prompt-management/using-the-playground',
        'prompt-management/creating-a-custom-template',
        'prompt-management/prompt-management-sdk',
        'prompt-management/roll-back-a-deployment',
        {
          type: 'category',
          label: 'Integrate with your code',
          items: [
            'prompt-management/integration/how-to-integrate-with-agenta',
            'prompt-management/integration/fetch-prompts',
            'prompt-management/integration/proxy-calls',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Evaluation',
      items: [
        'evaluation/overview',
        'evaluation/create-test-sets',
        'evaluation/configure-evaluators',
        'evaluation/no-code-evaluation',
        'evaluation/sdk-evaluation',
        'evaluation/human_evaluation',
        {
          type: 'category',
          label: 'Evaluators',
          items: [
            'evaluation/evaluators/classification-entiry-extraction',
            'evaluation/evaluators/pattern-matching',
            'evaluation/evaluators/semantic-similarity',
            'evaluation/evaluators/llm-as-a-judge',
            'evaluation/evaluators/rag-evaluators',
            'evaluation/evaluators/webhook-evaluator',
            'evaluation/evaluators/custom-evaluator',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Observability',
      items: ['observability/quickstart'],
    },
    {
      type: 'category',
      label: 'Self-hosting',
      items: [
        'self-host/host-locally',
        {
          type: 'category',
          label: 'Deploy remotely',
          items: [
            'self-host/deploy_remotly/host-remotely',
            'self-host/deploy_remotly/host-on-aws',
            'self-host/deploy_remotly/host-on-gcp',
            'self-host/deploy_remotly/host-on-kubernetes',
          ],
        },
        {
          type: 'category',
          label: 'Migrations',
          items: ['self-host/migration/applying-schema-migration', 'self-host/migration/migration-to-postgres', 'self-host/migration/migration-to-mongodb'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Misc',
      items: [
        {
          type: 'category',
          label: 'Contributing',
          items: ['misc/contributing/getting-started', 'misc/contributing/development-mode', 'misc/contributing/file-issue'],
        },
        'misc/getting_support',
        'misc/team_management',
      ],
    },
  ],

  reference: [
    {
      type: 'category',
      label: 'API',
      collapsed: false,
      link: {type: 'doc', id: 'reference/api/category'},
      items: apiSidebar,
    },
    {
      type: 'category',
      label: 'CLI',
      collapsed: false,
      items: [
        'reference/cli/install',
        'reference/cli/quick-usage',
        {
          type: 'category',
          label: 'Commands',
          items: [
            'reference/cli/core_commands/init',
            'reference/cli/core_commands/variant_list',
            'reference/cli/core_commands/variant_remove',
            'reference/cli/core_commands/variant_serve',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'SDK',
      collapsed: false,
      items: [
        'reference/sdk/quick_start',
        {
          type: 'category',
          label: 'Core functions',
          items: [
            'reference/sdk/core_functions/init',
            'reference/sdk/core_functions/config_default',
            'reference/sdk/core_functions/config_object',
            'reference/sdk/core_functions/config_pull',
            'reference/sdk/core_functions/config_push',
            'reference/sdk/core_functions/config_datatypes',
          ],
        },
        {
          type: 'category',
          label: 'Decorators',
          items: ['reference/sdk/decorators/entrypoint', 'reference/sdk/decorators/route', 'reference/sdk/decorators/instrument'],
        },
        'reference/sdk/tracing',
        {
          type: 'category',
          label: 'Prompt management',
          items: ['reference/sdk/managers/config_manager', 'reference/sdk/managers/variant_manager', 'reference/sdk/managers/deployment_manager'],
        },
      ],
    },
  ],

  guides: [
    {
      type: 'category',
      label: 'Tutorials',
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Custom workflows',
          collapsed: false,
          items: [
            'tutorials/custom-workflows/list_templates',
            'tutorials/custom-workflows/first-app-with-langchain',
            'tutorials/custom-workflows/build-rag-application',
            'tutorials/custom-workflows/deploy-mistral-model',
            'tutorials/custom-workflows/extract_job_information',
            'tutorials/custom-workflows/a-more-complicated-tutorial-draft',
          ],
        },
        {
          type: 'category',
          label: 'Python SDK',
          collapsed: false,
          items: ['tutorials/sdk/evaluate-with-SDK', 'tutorials/sdk/manage-prompts-with-SDK'],
        },
      ],
    },
  ],
};

export default sidebars;

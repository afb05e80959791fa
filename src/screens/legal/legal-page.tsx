import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { MAIN_MODULE_PATH } from '../../core/route-paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { LanguageSwitch } from '../../widgets/language-switch';
import { LEGAL_NS, useLegalText } from './legal-text';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPageProps {
  /** The legal namespace key of the document: termCondition or privacyPolicy. */
  document: 'termCondition' | 'privacyPolicy';
}

function isSectionList(value: unknown): value is LegalSection[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'heading' in item);
}

// Opened directly (no earlier entry in this tab), 'back' would leave the app; it goes
// to main-module instead, which the guard turns into the login page when signed out.

/** A static legal document whose text lives in locales/{id,en}/legal.json. */
export function LegalPage({ document }: LegalPageProps) {
  useLegalText();
  const { t } = useTranslation(LEGAL_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const config = useAppConfig();
  const names = { app: config.app_name || t('common:app.name'), company: config.company_name || t('common:app.name') };
  const sections = t(`${document}.sections`, { returnObjects: true, ...names });
  const title = t(`${document}.title`);
  useDocumentTitle(title, config.app_name);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, md: 5 } }}>
      <Container maxWidth="md">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => void (location.key === 'default' ? navigate(MAIN_MODULE_PATH) : navigate(-1))}>
            {t('back')}
          </Button>
          <LanguageSwitch />
        </Stack>
        <Paper sx={{ p: { xs: 3, md: 5 } }} component="article">
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {t('updated')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t(`${document}.intro`, names)}</Typography>
          {isSectionList(sections) &&
            sections.map((section) => (
              <Box component="section" key={section.heading} sx={{ mb: 3 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {section.heading}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 1 }}>
                    {paragraph}
                  </Typography>
                ))}
              </Box>
            ))}
        </Paper>
      </Container>
    </Box>
  );
}

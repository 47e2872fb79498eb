import { Box, Typography } from '@mui/material';
import { asksQuestions, isOpenForClaims } from './claimPermissions';
import type { Item } from '../../../api/enhancedApi';

/**
 * The item's ownership questions, public on its page (docs/product.md#office); never answers.
 * Only while it can be claimed: a claimed, Returned or disposed item asks nothing any more.
 */
export function ItemQuestions({ item }: { item: Item }) {
  if (!asksQuestions(item) || !isOpenForClaims(item) || !item.isActive || item.disposal) {
    return null;
  }
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Ownership questions
      </Typography>
      <Typography variant="body2" color="text.secondary">
        To claim this item, answer what the finder asks:
      </Typography>
      <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
        {item.questions.map((question, i) => (
          <Typography component="li" key={i}>
            {question}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

import { useNavigate } from 'react-router-dom';
import { useCreateConversationMutation, type Item } from '../../../api/enhancedApi';

/**
 * Starts (or reopens: the server answers the existing thread) the conversation between the
 * viewer and an item's poster about that item, then opens it. A failure is toasted by the error
 * listener ("Failed to start conversation: …"), and the caller stays where it is.
 */
export function useMessagePoster() {
  const navigate = useNavigate();
  const [startConversation, state] = useCreateConversationMutation();
  const messagePoster = async (item: Item, viewerId: string) => {
    try {
      const { conversation } = await startConversation({
        body: { itemId: item._id, participants: [viewerId, item.postedBy._id] },
      }).unwrap();
      navigate(`/messages/${conversation._id}`);
    } catch {
      // toasted by the error listener
    }
  };
  return [messagePoster, state] as const;
}

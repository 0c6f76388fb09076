// The comments feature's public file: what other panel features may use (the boat screen's comments tab).
export { CommentActions } from './components/comment-actions';

toast('Overlay loaded');
toast('Could not reach the scores API', 'error');

// needs: message-list
// What `list` shows now.
let content = list.content

npm install -g @earendil-works/pi-coding-agent

# VoiceCraft runs from its repository; follow its README for the full environment (audiocraft, phonemizer, espeak-ng)
git clone https://github.com/jasonppy/VoiceCraft.git
cd VoiceCraft

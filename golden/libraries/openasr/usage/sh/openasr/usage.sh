# the openasr command line tool: https://github.com/QuintinShaw/openasr/releases
# its registry names a model by the last part of the repository id
openasr pull 'xasr-zh-en'
openasr transcribe audio.wav --model 'xasr-zh-en'
